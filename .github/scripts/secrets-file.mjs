// Prints the Worker's required secrets (wrangler.toml's `secrets.required` for CLOUDFLARE_ENV, the
// top level when unset) as the JSON file `wrangler versions upload --secrets-file` takes, from the
// job's environment, which GitHub fills from the deploy environment's secret store.
import { unstable_readConfig } from 'wrangler';

const config = unstable_readConfig(
  { config: 'wrangler.toml', env: process.env.CLOUDFLARE_ENV || undefined },
  { hideWarnings: true },
);
const required = config.secrets?.required ?? [];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`missing secrets in this GitHub environment: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(JSON.stringify(Object.fromEntries(required.map((name) => [name, process.env[name]]))));
