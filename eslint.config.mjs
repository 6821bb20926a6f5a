// The import directions of DESIGN §2, checked by `npm run lint` (decision 014). Every file gets one
// list of forbidden imports, made from the rules of the part of the house it stands in.
import astro from 'eslint-plugin-astro';
import typescriptParser from '@typescript-eslint/parser';

const rule = (regex, message) => ({ regex, message });

/** Relative imports stay inside their own folder; anything further goes through an alias. */
const onlyOwnFolderRelative = rule(
  '^\\.\\./',
  'Import from another folder through #functions/, #src/ or #tests/, not ../',
);
const noFunctions = rule(
  '^#functions/',
  'Browser code never imports functions/: shapes, schemas, codes and paths live in #src/shared.',
);
const onlyValibot = rule(
  '^(?!valibot$|\\./)',
  'src/shared imports valibot only (and its own files): both the Worker and the browser load it.',
);
const onlySharedOfSrc = rule('^#src/(?!shared/)', 'functions/ imports src/ only through #src/shared.');
const noLayersAbove = (...layers) =>
  rule(`^#functions/(${layers.join('|')})/`, `This layer sits below ${layers.join(', ')}; it never imports them.`);
const noHono = rule(
  '^hono(/|$)',
  'The domain speaks domain, not HTTP: no hono here (throw a DomainError; the API maps it).',
);
const noServerHelpers = rule(
  '^#src/(lib|pages|layouts)/',
  'Browser code never imports the helpers of server-rendered pages.',
);
// The route stores are the exception: they name the addresses the page answers (or sends to 404).
const noBrowserRequests = rule(
  '^#src/(client|stores/(?![a-z-]+-route\\.ts$))',
  'A server-rendered page does not load browser modules; take what both need from #src/shared.',
);

// The islands (issue 25): kit/ holds the generic back-office parts, admin-lists/ the parts of the
// admin screens' searchable lists (kit's next floor), an area (products, company, …) its screens, and
// the three app shells (manage, admin, my) compose the screens their areas export.
const SHELLS = 'manage|admin|my';
const KITS = 'kit|admin-lists';
const noAreaInKit = rule('^#src/islands/(?!kit/)', 'kit/ holds generic parts: it imports no area and no shell.');
const noAreaInAdminLists = rule(
  '^#src/islands/(?!kit/|admin-lists/)',
  "admin-lists/ holds the admin lists' parts: it imports kit/ only, no area and no shell.",
);
const noShellInArea = rule(
  `^#src/islands/(${SHELLS})/`,
  'An area never imports a shell; move what both need to kit/ or src/stores.',
);
const noOtherShell = rule(`^#src/islands/(${SHELLS})/`, 'A shell imports areas and kit/, never another shell.');
/**
 * What an area shows the others: the screens it exports, the parts it lends to their screens
 * (parts.ts: a button, a card, kept free of the area's own styles), and the sign-in panes.
 */
const noAreaInternals = rule(
  `^#src/islands/(?!${KITS}/|${SHELLS})[a-z-]+/(?!screens\\.ts$|parts\\.ts$|AccountPage\\.tsx$|ChangePasswordForm\\.tsx$)`,
  "An area imports another area's screens.ts or parts.ts only (or the sign-in panes); move a part both need to kit/.",
);

/** The forbidden imports of each part of the house, in DESIGN §2's words. */
const parts = [
  { name: 'the islands kit', files: ['src/islands/kit/**'], forbidden: [noFunctions, noServerHelpers, noAreaInKit] },
  {
    name: 'the admin lists kit',
    files: ['src/islands/admin-lists/**'],
    forbidden: [noFunctions, noServerHelpers, noAreaInAdminLists],
  },
  {
    name: 'the islands app shells',
    files: [`src/islands/{${SHELLS.replaceAll('|', ',')}}/**`],
    forbidden: [noFunctions, noServerHelpers, noOtherShell],
  },
  {
    name: 'the islands areas',
    files: ['src/islands/**'],
    forbidden: [noFunctions, noServerHelpers, noShellInArea, noAreaInternals],
  },
  {
    name: 'browser code: islands, stores, client, scripts, directives, icons, React components, the scripts of .astro files',
    files: [
      'src/islands/**',
      'src/stores/**',
      'src/client/**',
      'src/scripts/**',
      'src/client-directives/**',
      'src/icons/**',
      // React components: the server draws them in pages and the islands use them too.
      'src/components/**/*.tsx',
      'src/**/*.astro/*.ts',
    ],
    forbidden: [noFunctions, noServerHelpers],
  },
  { name: 'shared contracts', files: ['src/shared/**'], forbidden: [noFunctions, onlyValibot] },
  {
    name: 'server-rendered pages, layouts and components',
    files: ['src/pages/**/*.{astro,ts}', 'src/layouts/**/*.astro', 'src/components/**/*.{astro,ts}', 'src/lib/**'],
    forbidden: [noBrowserRequests, noLayersAbove('api', 'realtime', 'local')],
  },
  {
    name: 'cross-cutting helpers',
    files: ['functions/lib/**'],
    forbidden: [onlySharedOfSrc, noLayersAbove('domain', 'api', 'realtime', 'page-cache', 'local')],
  },
  {
    name: 'database',
    files: ['functions/db/**'],
    forbidden: [onlySharedOfSrc, noLayersAbove('domain', 'api', 'realtime', 'page-cache', 'local')],
  },
  {
    name: 'the domain',
    files: ['functions/domain/**'],
    forbidden: [onlySharedOfSrc, noHono, noLayersAbove('api', 'realtime', 'page-cache', 'local')],
  },
  { name: 'the rest of the Worker and its local tools', files: ['functions/**'], forbidden: [onlySharedOfSrc] },
];

/** ESLint keeps the last setting of a rule that matches a file, so each file matches one part only. */
function importRules() {
  const claimed = [];
  return parts.map(({ name, files, forbidden }) => {
    const config = {
      name: `vitrine/imports: ${name}`,
      files,
      ignores: [...claimed],
      rules: { 'no-restricted-imports': ['error', { patterns: [onlyOwnFolderRelative, ...forbidden] }] },
    };
    claimed.push(...files);
    return config;
  });
}

export default [
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      '.wrangler/**',
      'node_modules/**',
      'functions/db/migrations/**',
      // Generated by `npm run types` (wrangler types).
      'functions/worker-configuration.d.ts',
      'tests/e2e/.artifacts/**',
    ],
  },
  ...astro.configs['flat/base'],
  { files: ['**/*.{ts,tsx,mts}'], languageOptions: { parser: typescriptParser, sourceType: 'module' } },
  {
    name: 'vitrine/imports: everywhere',
    files: ['**/*.{ts,tsx,mjs,astro}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyOwnFolderRelative] }] },
  },
  ...importRules(),
];
