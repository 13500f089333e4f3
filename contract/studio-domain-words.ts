/**
 * A home's own domain in words (issue 40 point 3, decision 070): the host name rule the form and
 * the api share, and what each of Cloudflare's hostname and certificate statuses means to the
 * owner. No schema here, so the screen's list loads no zod.
 */

export const STUDIO_DOMAINS_PATH = '/api/staff/settings/domains'

/** At most this many domains per home: each is a custom hostname on the platform's Cloudflare zone. */
export const MAX_DOMAINS = 5

export const DOMAIN_MESSAGES = {
  required: 'Enter your domain, for example www.yourfuneralhome.com',
  format: 'Enter a domain name such as www.yourfuneralhome.com, with no spaces or other characters',
  tooLong: 'A domain name has at most 253 characters',
  ipAddress: 'Enter a domain name, not an IP address',
  unknownEnding: 'That domain does not end in a known ending such as .com or .org: please check the spelling',
  platform: 'That address belongs to this platform: enter your funeral home’s own domain',
  ownAlready: 'That domain is already one of your site’s addresses',
  taken: 'That domain is in use by another funeral home. If it is yours, please write to us and we will sort it out.',
  tooMany: `A funeral home can have up to ${MAX_DOMAINS} domains: remove one first`,
  refused:
    'Cloudflare, which serves the sites, did not accept this domain. Please check the spelling; if it is right, the domain may be in use on another service.',
  unavailable: 'Domains cannot be set up just now. Nothing was saved; please try again in a few minutes.',
  notSwitchedOn: 'Adding your own domain is not switched on for this platform yet.',
  removeFailed: 'The domain could not be removed just now. Nothing was changed; please try again in a few minutes.',
} as const

/**
 * The host name an owner typed, made plain: spaces around it dropped, lower case, a pasted
 * `https://` and anything after the name (a path, a port) taken off, a final dot dropped, and
 * a name in another script (`bestattung-müller.de`) in its DNS form (`xn--…`), as the URL parser
 * of the browser and of workerd writes it. Undefined when nothing like a host name is left.
 */
export function plainHost(typed: string): string | undefined {
  let value = typed.trim().toLowerCase()
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
  value = value.split(/[/?#]/, 1)[0] ?? ''
  if (value.includes('@') || /\s/.test(value) || value === '') return undefined
  if (/[^\x21-\x7e]/.test(value)) {
    try {
      value = new URL(`http://${value}`).hostname
    } catch {
      return undefined
    }
  }
  value = value.replace(/:\d*$/, '').replace(/\.$/, '')
  return value || undefined
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * What is wrong with a host name's shape, in words, or undefined when it could be a domain:
 * labels of letters, digits and hyphens (not at either end), at least two of them, an ending
 * that is letters (or an `xn--` name), at most 253 characters. Whether the ending is a real one
 * (a public suffix) and whether the name is free is the api's to say (it has the list).
 */
export function hostShapeProblem(typed: string): string | undefined {
  if (typed.trim() === '') return DOMAIN_MESSAGES.required
  const host = plainHost(typed)
  if (!host) return DOMAIN_MESSAGES.format
  if (IPV4.test(host) || host.startsWith('[')) return DOMAIN_MESSAGES.ipAddress
  if (host.length > 253) return DOMAIN_MESSAGES.tooLong
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return DOMAIN_MESSAGES.format
  const ending = labels.at(-1) ?? ''
  if (!/^[a-z]{2,63}$/.test(ending) && !ending.startsWith('xn--')) return DOMAIN_MESSAGES.unknownEnding
  return undefined
}

/** Where a domain stands for the owner, made from Cloudflare's two statuses (`domainState`). */
export const DOMAIN_STATES = ['waiting', 'securing', 'live', 'problem'] as const
export type DomainState = (typeof DOMAIN_STATES)[number]

/** A DNS record the owner adds at their DNS provider, and what it is for. */
export const RECORD_PURPOSES = ['routing', 'ownership', 'certificate'] as const
export type RecordPurpose = (typeof RECORD_PURPOSES)[number]

export const RECORD_PURPOSE_WORDS: Record<RecordPurpose, string> = {
  routing: 'Sends visitors of the domain to your site. Keep it as long as you use the domain.',
  ownership: 'Shows Cloudflare the domain is yours. It may be removed once the domain is live.',
  certificate: 'Lets the security certificate (https) be issued. It may be removed once the domain is live.',
}

/** Hostname statuses that stop a domain for good until something is done (Cloudflare's words). */
const HOST_PROBLEMS = new Set(['moved', 'deleted', 'pending_deletion', 'blocked', 'pending_blocked', 'test_blocked', 'test_failed'])
/** Certificate statuses that will not become active by waiting. */
const SSL_PROBLEMS = new Set([
  'expired',
  'deleted',
  'pending_deletion',
  'deactivating',
  'inactive',
  'initializing_timed_out',
  'validation_timed_out',
  'issuance_timed_out',
  'deployment_timed_out',
  'deletion_timed_out',
])

/**
 * Cloudflare's hostname status (`active`, `pending`, `moved`, `blocked` …) and certificate status
 * (`initializing`, `pending_validation`, `active`, `validation_timed_out` …) as one state: live
 * when both are active; a problem when either will not get better by waiting; securing while the
 * hostname is active and its certificate is on its way; otherwise waiting for the records.
 */
export function domainState(status: string, sslStatus: string): DomainState {
  if (HOST_PROBLEMS.has(status) || SSL_PROBLEMS.has(sslStatus)) return 'problem'
  if (status === 'active' && sslStatus === 'active') return 'live'
  if (status === 'active') return 'securing'
  return 'waiting'
}

export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  waiting: 'Waiting for the DNS records',
  securing: 'Connected, the certificate is on its way',
  live: 'Live',
  problem: 'Needs attention',
}

/** One or two sentences the owner reads under a domain: what is happening and what to do. */
export function domainStateSentence(host: string, status: string, sslStatus: string): string {
  switch (domainState(status, sslStatus)) {
    case 'live':
      return `Your site answers at https://${host}. Keep the CNAME record as it is.`
    case 'securing':
      return 'The domain points at your site; the security certificate (https) is being issued, which usually takes a few minutes.'
    case 'waiting':
      return 'Add the records below at the company where you manage the domain’s DNS. They are usually seen within minutes, sometimes only after a day; we check again every few minutes, or choose Check again.'
    case 'problem':
      if (status === 'moved')
        return 'The domain no longer points at your site: its CNAME record was changed or removed. Add it again as shown below, then choose Check again.'
      if (status.includes('blocked')) return 'Cloudflare will not serve this domain. Please write to us and we will look into it.'
      if (sslStatus.endsWith('timed_out'))
        return 'The records were not seen in time. Check that they are exactly as below, then remove the domain and add it again.'
      if (sslStatus === 'expired')
        return 'The security certificate has expired. Check that the CNAME record is as below, then choose Check again.'
      return 'This domain is no longer set up. Remove it and add it again.'
  }
}
