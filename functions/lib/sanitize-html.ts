import sanitize from 'sanitize-html';

// User HTML (descriptions, main products, posts) is cleaned on every write and rendered as is
// (DESIGN §5). sanitize-html is pure JS and works in workerd; DOMPurify does not (it silently
// returns its input there).
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'sub',
    'sup',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }) },
};

export function sanitizeUserHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
