import { useFeatureSaga } from '../../store/hooks';
import { PAGE_SIZE } from '../../lib/pagination';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { GIFT_CLAIM_COLUMNS, GIFT_CLAIM_FILTERS, giftClaimList, giftClaimsSaga } from './giftClaimList';

/** The gift claim data list (spec part 2 section 2), on the list kit. */
export default function GiftClaimListPage() {
  useFeatureSaga('giftClaims', giftClaimsSaga);
  const model = useListScreen({
    kit: giftClaimList,
    columns: GIFT_CLAIM_COLUMNS,
    pageSize: PAGE_SIZE,
  });
  return (
    <ListScreen
      title="Gift Claim Data"
      tableLabel="Gift claims"
      idPrefix="gift-filter"
      filters={GIFT_CLAIM_FILTERS}
      columns={GIFT_CLAIM_COLUMNS}
      model={model}
      rowKey={(row) => row.id}
    />
  );
}
