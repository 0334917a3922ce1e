import sanitizeHtml from 'sanitize-html';
import { isAllowedNewsLink } from '@pitchside/contract/links';

/**
 * News bodies are HTML written by people (and later by the back office): the portal renders
 * them as markup, so only an allow-list passes. No script or style, no event handler
 * attributes, no javascript: or data: URLs; links to other sites open in a new tab without
 * access to the portal's window.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the h1; a body's own top heading becomes the next level.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, href, ...kept } = attribs;
      // A path that browsers read as another site (`/\host`) is no link at all (issue 31).
      const safe = href !== undefined && (external || isAllowedNewsLink(href));
      const rest = safe ? { ...kept, href } : kept;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
