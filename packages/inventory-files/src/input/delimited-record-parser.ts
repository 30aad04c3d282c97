/** Column delimiters we read: comma (RFC 4180), and the semicolon and tab of European Excel exports. */
export type Delimiter = ',' | ';' | '\t';

const QUOTE = 0x22;
const CARRIAGE_RETURN = 0x0d;
/** Text without any LF after which CR-only line breaks are assumed (the first chunk is usually much larger). */
const CR_ONLY_EVIDENCE_CHARS = 64 * 1024;

/**
 * Splits delimited text into records of cells, fed chunk by chunk, so that a large file never has to be in memory.
 *
 * Follows RFC 4180 (quoted fields may hold delimiters, `""` and line breaks) and is lenient where exports are not:
 * - every record yields its cells as found; deciding what too many or too few cells mean is the caller's job;
 * - rows end at LF or CRLF, or at a lone CR in files without any LF (old Mac exports); inside a quoted field,
 *   line breaks are kept as written;
 * - blank lines (empty or only spaces) are not records; a line with only delimiters (`,,`) is one, of empty cells;
 * - a quote inside an unquoted field is a literal character (`12" Display`), and text after a closing quote is
 *   appended (`"abc"def` → `abcdef`), as Excel reads them;
 * - a quote still open at the end of the input is read as a literal character up to the end of its line (see
 *   {@link unterminatedQuotes}), so a single stray quote cannot swallow the rest of the file into one cell.
 *
 * We do not use udsv here although it is faster on well-formed input: it fixes the number of cells from the header,
 * so a short row swallows the next line into its last cell, and a long row glues its extra cells together.
 */
export class DelimitedRecordParser {
  readonly #delimiter: Delimiter;
  readonly #onRecord: (cells: string[]) => void;
  #pending = '';
  #lineBreak: '\n' | '\r' | undefined;
  #unterminatedQuotes = 0;
  #blankLines = 0;

  constructor(delimiter: Delimiter, onRecord: (cells: string[]) => void) {
    this.#delimiter = delimiter;
    this.#onRecord = onRecord;
  }

  /** Quotes that were still open at the end of the input and were read as literal characters. */
  get unterminatedQuotes(): number {
    return this.#unterminatedQuotes;
  }

  /** Blank lines (empty or only spaces) passed over: they are not records. */
  get blankLines(): number {
    return this.#blankLines;
  }

  /** Parses every record that is complete; the rest waits for the next chunk. */
  push(text: string): void {
    const all = this.#pending + text;
    this.#pending = all.slice(this.#parse(all, false));
  }

  /** Parses what is left: the input has ended. */
  end(): void {
    const rest = this.#pending;
    this.#pending = '';
    this.#parse(rest, true);
  }

  /** Emits the complete records of `text` and returns where the first incomplete one starts. */
  #parse(text: string, isFinal: boolean): number {
    const lineBreak = this.#lineBreak ?? this.#detectLineBreak(text, isFinal);
    if (lineBreak === undefined) return 0;
    const delimiter = this.#delimiter;
    const length = text.length;
    let position = 0;
    let nextQuote = text.indexOf('"');
    while (position < length) {
      if (nextQuote !== -1 && nextQuote < position) nextQuote = text.indexOf('"', position);
      let lineEnd = text.indexOf(lineBreak, position);
      if (lineEnd === -1) {
        if (!isFinal) break;
        lineEnd = length;
      }
      if (nextQuote === -1 || nextQuote > lineEnd) {
        // Fast path: a line without quotes is one record.
        let end = lineEnd;
        if (lineBreak === '\n' && end > position && text.charCodeAt(end - 1) === CARRIAGE_RETURN) end--;
        const line = text.slice(position, end);
        position = lineEnd + 1;
        if (isBlankLine(line, delimiter)) this.#blankLines++;
        else this.#onRecord(line.split(delimiter));
        continue;
      }
      const next = this.#parseQuotedRecord(text, position, lineBreak, isFinal);
      if (next === -1) break;
      position = next;
    }
    return Math.min(position, length);
  }

  /**
   * LF (with or without CR before it) as soon as the text has one; a lone CR only in text without any LF, since a
   * stray CR inside a title must not split an LF file. Undecided (undefined) until then.
   */
  #detectLineBreak(text: string, isFinal: boolean): '\n' | '\r' | undefined {
    if (text.includes('\n')) this.#lineBreak = '\n';
    else if (isFinal || text.length >= CR_ONLY_EVIDENCE_CHARS) this.#lineBreak = text.includes('\r') ? '\r' : '\n';
    return this.#lineBreak;
  }

  /** Parses one record that contains a quote; returns the position after it, or -1 when it needs more input. */
  #parseQuotedRecord(text: string, start: number, lineBreak: string, isFinal: boolean): number {
    const length = text.length;
    const cells: string[] = [];
    let position = start;
    for (;;) {
      let value = '';
      let literalFrom = position;
      if (text.charCodeAt(position) === QUOTE) {
        let from = position + 1;
        let closedAt = -1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) break;
          if (quote + 1 >= length && !isFinal) return -1; // the next chunk may start with a second quote
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += text.slice(from, quote + 1);
            from = quote + 2;
            continue;
          }
          value += text.slice(from, quote);
          closedAt = quote;
          break;
        }
        if (closedAt === -1) {
          if (!isFinal) return -1;
          this.#unterminatedQuotes++;
          value = '';
        } else {
          literalFrom = closedAt + 1;
        }
      }
      const fieldEnd = findFieldEnd(text, literalFrom, this.#delimiter, lineBreak);
      if (fieldEnd === length && !isFinal) return -1;
      let literalEnd = fieldEnd;
      if (
        lineBreak === '\n' &&
        literalEnd > literalFrom &&
        text.charCodeAt(literalEnd) !== this.#delimiter.charCodeAt(0) &&
        text.charCodeAt(literalEnd - 1) === CARRIAGE_RETURN
      ) {
        literalEnd--;
      }
      value += text.slice(literalFrom, literalEnd);
      cells.push(value);
      if (fieldEnd < length && text.charCodeAt(fieldEnd) === this.#delimiter.charCodeAt(0)) {
        position = fieldEnd + 1;
        continue;
      }
      this.#onRecord(cells);
      return fieldEnd + 1;
    }
  }
}

function findFieldEnd(text: string, from: number, delimiter: string, lineBreak: string): number {
  const lineEnd = text.indexOf(lineBreak, from);
  const delimiterAt = text.indexOf(delimiter, from);
  if (delimiterAt !== -1 && (lineEnd === -1 || delimiterAt < lineEnd)) return delimiterAt;
  return lineEnd === -1 ? text.length : lineEnd;
}

/** Empty or only whitespace; a line of delimiters is a record of empty cells, not a blank line. */
function isBlankLine(line: string, delimiter: string): boolean {
  if (line.length === 0) return true;
  const first = line.charCodeAt(0);
  if (first > 0x20 && first < 0x7f) return false;
  return line.trim() === '' && !line.includes(delimiter);
}
