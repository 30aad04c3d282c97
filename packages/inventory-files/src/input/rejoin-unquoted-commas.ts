import type { ColumnPositions } from './match-input-columns.ts';

// The end of a company name after its comma: "Cisco Systems, Inc.", "Tableau Software, LLC", "Acme, Co. Ltd.",
// "ESET, spol. s r.o.", "Contoso, sp. z o.o.".
const COMPANY_NAME_TAIL =
  /^\s*(?:inc|incorporated|llc|l\.l\.c|ltd|ltda|limited|co|corp|corporation|company|gmbh|ag|sa|s\.a|sas|s\.a\.s|sarl|s\.l|s\.r\.o|(?:spol\.?\s*)?s\s*r\.\s*o|sp\.?\s*z\s*o\.\s*o|a\.s|d\.o\.o|kft|zrt|aps|ehf|s\.r\.l|srl|spa|s\.p\.a|bv|b\.v|nv|n\.v|ab|as|a\/s|oy|plc|pty|pte|kg|kk|lp|llp)\.?(?:\s+(?:ltd|limited|llc|inc|co|kg))?\.?\s*$/iu;
// A web address: "The Wireshark developer community, https://www.wireshark.org". No program's title is one.
const WEB_ADDRESS_CELL = /^\s*(?:https?:\/\/|www\.)[^\s,]+\s*$/iu;
// A version cell: a dotted number first ("4.10.07073", "v2.1", "5.16.10 (26186)"), a bare number, or nothing. Not
// " 64-bit", the tail of "Azul Zulu JDK 17.28.13 (17), 64-bit".
const VERSION_CELL = /^\s*(?:v\.?\s*)?(?:\d+\.\d+(?![\p{L}\p{N}]*-bit)[^,]*|\d+)?\s*$/iu;

/**
 * Puts back together the cells of a row that a CSV writer split at a comma it did not quote. Discovery tools and
 * hand-made exports often write `Cisco Systems, Inc.,Cisco Secure Client,5.0.05040`: four cells under a three-column
 * header. Read as they stand, the title would be " Inc." and the version the real title, a row normalized wrongly
 * without a word of warning.
 *
 * Only these shapes are rejoined, where the split is certain enough:
 * - a row of a file whose only column is the publisher (a publisher job's) is one publisher;
 * - a company-name tail or a web address right after the publisher (`, Inc.`, `, LLC`, `, https://…`) goes back
 *   into the publisher;
 * - when the title is followed by the version in the header's last column, and the row's last cell is a version
 *   while the cells between are not, those cells go back into the title ("Azul Zulu JDK 17.28.13 (17), 64-bit").
 *
 * Returns the rejoined cells, or undefined when the row has no extra cells or is not one of these shapes (its extra
 * cells are then ignored, as before).
 */
export function rejoinUnquotedCommas(
  cells: readonly string[],
  headerLength: number,
  positions: ColumnPositions,
): string[] | undefined {
  let extra = cells.length - headerLength;
  if (extra <= 0) return undefined;
  const { publisher, title, version } = positions;
  // A publisher job's file has the one column: every comma of a row is the publisher's own.
  if (headerLength === 1 && publisher === 0) return [cells.join(',')];
  const rejoined = [...cells];
  let isChanged = false;
  if (publisher !== undefined) {
    const isPublisherTail = (cell: string) => COMPANY_NAME_TAIL.test(cell) || WEB_ADDRESS_CELL.test(cell);
    while (extra > 0 && isPublisherTail(rejoined[publisher + 1] ?? '')) {
      rejoined.splice(publisher, 2, `${rejoined[publisher]},${rejoined[publisher + 1]}`);
      extra--;
      isChanged = true;
    }
  }
  const isVersionLastAfterTitle =
    title !== undefined && version === title + 1 && version === headerLength - 1 && (publisher ?? -1) < title;
  if (extra > 0 && isVersionLastAfterTitle) {
    const between = rejoined.slice(title + 1, title + 1 + extra);
    const last = rejoined[rejoined.length - 1] ?? '';
    if (VERSION_CELL.test(last) && between.every((cell) => !VERSION_CELL.test(cell))) {
      rejoined.splice(title, extra + 1, rejoined.slice(title, title + extra + 1).join(','));
      isChanged = true;
    }
  }
  return isChanged ? rejoined : undefined;
}
