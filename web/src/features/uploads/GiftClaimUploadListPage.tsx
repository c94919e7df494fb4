import { UploadListPage } from './UploadListPage';

/** The gift claim upload list (spec part 1 section 2, part 2 section 2). */
export default function GiftClaimUploadListPage() {
  return <UploadListPage category="gift_claim" />;
}
