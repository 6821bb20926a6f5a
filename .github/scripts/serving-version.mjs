// Reads `wrangler deployments status --json` on stdin and prints the version serving 100 % of
// traffic: the one a failed rollout goes back to. Fails when a rollout is already half way.
let input = '';
for await (const chunk of process.stdin) input += chunk;
const deployment = JSON.parse(input);
const full = (deployment.versions ?? []).find((version) => version.percentage === 100);
if (!full) {
  console.error('no version serves all traffic: finish or roll back the current rollout first');
  process.exit(1);
}
console.log(full.version_id);
