import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Runs before each test file; applies only what is not applied yet.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
