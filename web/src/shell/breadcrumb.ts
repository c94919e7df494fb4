import { raw, type MessageId, type Text } from '../i18n/i18n';
import { hyphensToSpaces } from '../lib/text';

export interface Crumb {
  /** The segment's words: a known segment in the user's language, any other as the address writes it. */
  label: Text;
  /** null for the first segment, which is not a link. */
  to: string | null;
}

/**
 * The words of the app's own path segments. In English each is the segment with hyphens shown as spaces (spec
 * part 1 section 2), so the English breadcrumb reads exactly as the address does.
 */
const SEGMENT_WORDS: ReadonlyMap<string, MessageId> = new Map(
  Object.entries({
    customer: 'shell.crumb.customer',
    'list-customer': 'shell.crumb.listCustomer',
    'upload-data': 'shell.crumb.uploadData',
    'upload-detail': 'shell.crumb.uploadDetail',
    detail: 'shell.crumb.detail',
    'product-line': 'shell.crumb.productLine',
    'list-product-line': 'shell.crumb.listProductLine',
    giftclaim: 'shell.crumb.giftClaim',
    'list-gift-claim': 'shell.crumb.listGiftClaim',
    campaign: 'shell.crumb.campaign',
    'list-campaign': 'shell.crumb.listCampaign',
    'new-campaign': 'shell.crumb.newCampaign',
    history: 'shell.crumb.history',
    report: 'shell.crumb.report',
  } satisfies Record<string, MessageId>),
);

function segmentWords(segment: string): Text {
  const decoded = decodeURIComponent(segment);
  return SEGMENT_WORDS.get(decoded) ?? raw(hyphensToSpaces(decoded));
}

/** Path segments with hyphens shown as spaces; all segments but the first are links (spec part 1 section 2). */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: segmentWords(segment),
    to: index === 0 ? null : `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
