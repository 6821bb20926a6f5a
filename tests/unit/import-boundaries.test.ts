import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// npm run lint holds the import directions of DESIGN §2 (eslint.config.mjs). These snippets are
// linted as if they stood at the given paths: each wrong import must fail, each right one pass.

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the import boundaries', () => {
  const refused: [string, string, RegExp][] = [
    [
      'src/islands/my/Wrong.tsx',
      "import { openDatabase } from '#functions/db/client.ts';",
      /Browser code never imports functions/,
    ],
    [
      'src/stores/wrong.ts',
      "import type { ProductCard } from '#functions/domain/catalogue/product-cards.ts';",
      /Browser code never imports functions/,
    ],
    [
      'src/client/wrong.ts',
      "import { mediaUrl } from '#functions/lib/media/media-key.ts';",
      /Browser code never imports functions/,
    ],
    ['src/shared/wrong.ts', "import { request } from '#src/client/request.ts';", /src\/shared imports valibot only/],
    ['src/shared/wrong.ts', "import { Hono } from 'hono';", /src\/shared imports valibot only/],
    [
      'functions/lib/wrong.ts',
      "import { findViewer } from '#functions/domain/accounts/sessions.ts';",
      /never imports them/,
    ],
    ['functions/lib/wrong.ts', "import { createApi } from '#functions/api/app.ts';", /never imports them/],
    [
      'functions/domain/catalogue/wrong.ts',
      "import { ApiError } from '#functions/api/api-error.ts';",
      /never imports them/,
    ],
    ['functions/domain/catalogue/wrong.ts', "import { html } from 'hono/html';", /The domain speaks domain, not HTTP/],
    [
      'functions/api/app/wrong.ts',
      "import { MESSAGES } from '#src/islands/account/Field.tsx';",
      /functions\/ imports src\/ only through #src\/shared/,
    ],
    [
      'functions/worker.ts',
      "import '#src/stores/modal-stack.ts';",
      /functions\/ imports src\/ only through #src\/shared/,
    ],
    [
      'src/islands/kit/Wrong.tsx',
      "import { ProductsScreen } from '#src/islands/products/ProductsScreen.tsx';",
      /kit\/ holds generic parts: it imports no area and no shell/,
    ],
    [
      'src/islands/admin-lists/Wrong.tsx',
      "import { ReportCard } from '#src/islands/reports/ReportCard.tsx';",
      /admin-lists\/ holds the admin lists' parts: it imports kit\/ only/,
    ],
    [
      'src/islands/products/Wrong.tsx',
      "import { WORKSPACE_SCREENS } from '#src/islands/manage/workspace-screens.ts';",
      /An area never imports a shell/,
    ],
    [
      'src/islands/products/Wrong.tsx',
      "import { ListState } from '#src/islands/statistics/monitoring-followers.tsx';",
      /An area imports another area's screens.ts or parts.ts only/,
    ],
    [
      'src/islands/admin/Wrong.tsx',
      "import { MyNav } from '#src/islands/my/MyNav.tsx';",
      /A shell imports areas and kit\/, never another shell/,
    ],
    [
      'src/pages/wrong.astro',
      "---\nimport { $modals } from '#src/stores/modal-stack.ts';\n---\n<p>page</p>\n",
      /does not load browser modules/,
    ],
    ['tests/worker/catalogue/wrong.test.ts', "import { db } from '../support/call-worker.ts';", /not \.\.\//],
    ['functions/api/app/wrong.ts', "import { parseInput } from '../request-input.ts';", /not \.\.\//],
  ];

  it.each(refused)('refuses %s: %s', async (filePath, code, reason) => {
    const problems = await problemsOf(filePath, code);
    expect(
      problems.some((problem) => problem.startsWith('no-restricted-imports') && reason.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('refuses a server-rendered page that loads the browser request module, and an .astro script that reaches functions/', async () => {
    const page = "---\nimport { request } from '#src/client/request.ts';\n---\n<p>page</p>\n";
    expect(await problemsOf('src/pages/wrong.astro', page)).toEqual([
      expect.stringMatching(/does not load browser modules/),
    ]);
    const script =
      "---\n---\n<p>page</p>\n<script>\n  import { openDatabase } from '#functions/db/client.ts';\n  openDatabase;\n</script>\n";
    expect(await problemsOf('src/components/Wrong.astro', script)).toEqual([
      expect.stringMatching(/Browser code never imports functions/),
    ]);
  });

  const allowed: [string, string][] = [
    [
      'src/islands/my/Right.tsx',
      "import { request } from '#src/client/request.ts';\nimport type { Page } from '#src/shared/api.ts';\nimport { PAGE } from './local.ts';",
    ],
    [
      'src/islands/products/Right.tsx',
      "import { SaveBar } from '#src/islands/kit/SaveBar.tsx';\nimport { AdminListScreen } from '#src/islands/admin-lists/AdminListScreen.tsx';\nimport { $workspaceRoute } from '#src/stores/workspace-route.ts';\nimport AccountPage from '#src/islands/account/AccountPage.tsx';",
    ],
    [
      'src/islands/manage/Right.tsx',
      "import { productsScreen } from '#src/islands/products/screens.ts';\nimport { CreateCatalogue } from '#src/islands/suppliers/CreateCatalogue.tsx';",
    ],
    ['src/islands/engagement/Right.tsx', "import { AddToTeamListButton } from '#src/islands/teams/parts.ts';"],
    ['src/pages/right.ts', "import { isWorkspacePath } from '#src/stores/workspace-route.ts';"],
    ['src/shared/right.ts', "import * as v from 'valibot';\nimport { recordIdSchema } from './record-id.ts';"],
    [
      'functions/domain/catalogue/right.ts',
      "import { DomainError } from '#functions/domain/domain-error.ts';\nimport { productPath } from '#src/shared/catalog-paths.ts';",
    ],
    [
      'functions/api/app/right.ts',
      "import { Hono } from 'hono';\nimport { setMark } from '#functions/domain/engagement/marks.ts';",
    ],
    [
      'src/pages/right.astro',
      "---\nimport { openDatabase } from '#functions/db/client.ts';\nimport { LOGIN_ROUTE } from '#src/shared/account-paths.ts';\n---\n<p>page</p>\n",
    ],
  ];

  it.each(allowed)('allows %s', async (filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });
});
