/**
 * What someone typed (an invitation's note, a name), made safe to quote in a mail sent in the
 * funeral home's name (issue 35): plain text only, and nothing in it a mail client would turn
 * into a link. Mail clients link more than `http://…`: `www.` names, bare domains
 * (`pay-here.example/now`), addresses and `mailto:`. So each of those is broken the way security
 * notices quote dangerous addresses (`https[:]//pay-here[.]example/now`): still readable by a
 * person, no longer clickable, and a phishing note cannot borrow the home's name for a link.
 */

/** Characters that have no place in a line of text: controls (but the line break), bidi overrides, zero-width joiners. */
// oxlint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/** `scheme://`, and the schemes clients link without slashes. */
const SCHEME = /\b([a-z][a-z0-9+.-]{0,30}):(?=\/\/)|\b(mailto|tel|sms|callto|javascript|data|file|news|skype|facetime):/gi

/**
 * A host name: labels joined by dots, the last two or more letters (`example.com`,
 * `www.pay.example`, `bank.co.uk`, punycode `xn--…`), or four dotted numbers (an IP address). `e.g.` and `3.14` stay.
 */
const HOST =
  /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)(?![\p{L}\p{N}])|\b\d{1,3}(?:\.\d{1,3}){3}\b/giu

/** A dot or the like that some clients read as a dot in a host name (full-width, ideographic). */
const DOT_LIKE = /[\uFF0E\u3002\uFF61]/g

export function unlinkable(text: string): string {
  return text
    .normalize('NFKC')
    .replaceAll('\r\n', '\n')
    .replaceAll('\r', '\n')
    .replaceAll('\t', ' ')
    .replace(INVISIBLE, '')
    .replace(DOT_LIKE, '.')
    .replace(SCHEME, (_match, slashed: string | undefined, bare: string | undefined) => `${slashed ?? bare}[:]`)
    .replace(HOST, (host) => host.replaceAll('.', '[.]'))
}

/** One line (a name, a subject): as above, and every line break a space. */
export function unlinkableLine(text: string): string {
  return unlinkable(text)
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}
