import { words } from '../test/words';
import type { FilterDecl } from './filters';
import { createListSlice } from './listSlice';

/** The list of the kit's own tests, by `name`: titled "Things", its ids prefixed "things", a row known by its id. */
export const thingsKit = <Row extends { id: string }, Name extends string>(
  name: Name,
  filters: FilterDecl<Row>[],
) =>
  createListSlice<Row, Name>({
    name,
    title: words('Things'),
    idPrefix: 'things',
    filters,
    rowId: (row) => row.id,
  });
