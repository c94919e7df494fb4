import { useFeatureSaga } from '../../store/hooks';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { GIFT_CLAIM_COLUMNS, giftClaimList, giftClaimsSaga } from './giftClaimList';

/** The gift claim data list (spec part 2 section 2), on the list kit. */
export default function GiftClaimListPage() {
  useFeatureSaga('giftClaims', giftClaimsSaga);
  const model = useListPage({ kit: giftClaimList, columns: GIFT_CLAIM_COLUMNS });
  return <ListPage model={model} />;
}
