import { MATCHFIX_GROUP_PAGE_SIZE } from '@rnorm/contracts';
import { ProductGroupTable } from '../../../components/product-groups/product-group-table.tsx';
import { matchfixGroupTexts } from '../../../config/matchfix-texts.ts';
import { useAcceptMatchfixGroups, useIgnoreMatchfixGroups } from '../api/act-on-matchfix-groups.ts';
import { useMatchfixGroups } from '../api/get-matchfix-groups.ts';

/**
 * The Matchfix entries grouped by product: accept the selected products' suggestions or ignore them. Matchfix has no
 * per-row removal (an entry leaves the list only through a rule), so this view has no Remove either.
 */
export function MatchfixGroupTable() {
  const accepter = useAcceptMatchfixGroups();
  const ignorer = useIgnoreMatchfixGroups();
  return (
    <ProductGroupTable
      texts={matchfixGroupTexts}
      pageSize={MATCHFIX_GROUP_PAGE_SIZE}
      useGroups={useMatchfixGroups}
      accepter={accepter}
      ignorer={ignorer}
    />
  );
}
