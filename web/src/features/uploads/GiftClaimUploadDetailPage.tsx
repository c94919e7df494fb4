import { UploadDetailPage } from './UploadDetailPage';

/** The gift claim upload detail (spec part 1 section 2, part 2 section 2). */
export default function GiftClaimUploadDetailPage() {
  return <UploadDetailPage category="gift_claim" />;
}
