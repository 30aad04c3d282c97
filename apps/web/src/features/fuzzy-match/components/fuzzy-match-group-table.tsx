import { MATCHFIX_GROUP_PAGE_SIZE } from '@rnorm/contracts';
import { ProductGroupTable } from '../../../components/product-groups/product-group-table.tsx';
import { fuzzyMatchGroupTexts } from '../../../config/fuzzy-match-texts.ts';
import {
  useAcceptFuzzyMatchGroups,
  useIgnoreFuzzyMatchGroups,
  useRemoveFuzzyMatchGroups,
} from '../api/act-on-fuzzy-match-groups.ts';
import { fuzzyMatchGroupsApi } from '../api/get-fuzzy-match-groups.ts';

/**
 * The Fuzzy Match entries grouped by product: accept the selected products' top suggestions, ignore them, or remove
 * them from the list (as a row's removal does, for every entry of the products, after a question).
 */
export function FuzzyMatchGroupTable() {
  const accepter = useAcceptFuzzyMatchGroups();
  const ignorer = useIgnoreFuzzyMatchGroups();
  const remover = useRemoveFuzzyMatchGroups();
  return (
    <ProductGroupTable
      texts={fuzzyMatchGroupTexts}
      pageSize={MATCHFIX_GROUP_PAGE_SIZE}
      useGroups={fuzzyMatchGroupsApi.useGroups}
      accepter={accepter}
      ignorer={ignorer}
      remover={remover}
    />
  );
}
