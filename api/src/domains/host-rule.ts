import { parse } from 'tldts'
import { DOMAIN_MESSAGES } from '#contract/studio-domains.ts'

/**
 * The api's half of the host name rule (the shape is contract/studio-domain-words.ts
 * `hostShapeProblem`, checked by the body's schema): the name must end in a public suffix of
 * ICANN's list (tldts: the Public Suffix List, ICANN's section, so `.com`, `.co.uk` and
 * `.de` are endings, `.localhost`, `.internal` or a typo are not) and be more than the
 * ending (`co.uk` alone is no one's domain); and it must not be the platform's own: the CNAME
 * target's registrable domain, or a local host.
 */
export function hostProblem(host: string, cnameTarget: string): string | undefined {
  if (host === 'localhost' || host.endsWith('.localhost')) return DOMAIN_MESSAGES.platform
  const parsed = parse(host)
  if (parsed.isIp) return DOMAIN_MESSAGES.ipAddress
  const platform = parse(cnameTarget).domain ?? cnameTarget
  if (host === cnameTarget || parsed.domain === platform || host.endsWith(`.${cnameTarget}`)) return DOMAIN_MESSAGES.platform
  if (parsed.isIcann !== true || !parsed.domain) return DOMAIN_MESSAGES.unknownEnding
  return undefined
}
