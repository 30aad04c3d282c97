// The scorer's own lists, on purpose not the engine's content (content/model/legal-suffixes.json,
// architectures.json): the evaluation measures the engine, so a content change must not make the scorer more lenient
// (a legal form or an architecture word added to the content would otherwise also be forgiven in the expected
// values). Change these only to change how the evaluation compares.

/**
 * Legal-form words dropped from the end of publisher names, as tokens of {@link nameTokens} (so `S.r.o.` is
 * `s r o`). Longer forms come first so that `Co., Ltd.` goes as a whole.
 */
const LEGAL_SUFFIXES: readonly string[] = [
  'and or its affiliates|gmbh co kg|spol s r o|sp z o o|pty ltd|co ltd|co kg|pvt ltd|pte ltd|private limited',
  's r o|s r l|s p a|s a s|l l c|d o o|b v|n v|a s|s a|k k|e v|s l',
  'inc|incorporated|corp|corporation|co|company|ltd|limited|llc|llp|lp|plc|gmbh|mbh|ag|kg|ohg|ug|se',
  'sa|sas|sarl|srl|spa|bv|nv|ab|oy|oyj|as|asa|aps|sro|kft|zrt|doo|ooo|pty|pte|pvt|kk|gk|sl|lda|ltda|ev|sia|uab',
]
  .join('|')
  .split('|')
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

/**
 * The same legal forms in Chinese and Japanese (`有限公司` is "Co., Ltd.", `株式会社` "K.K."), written without spaces, so
 * they are matched on the text rather than on words.
 */
const CJK_LEGAL_FORMS = /^株式会社|(?:股份有限公司|有限责任公司|有限公司|株式会社)$/u;

/** Architecture qualifiers dropped from the end of product names, as tokens (`(64-bit)` is `64 bit`). */
const ARCHITECTURE_SUFFIXES: readonly string[] = [
  'x86 64|64 bit|32 bit|x64|x86|x32|amd64|arm64|aarch64|ia64|arm|64bit|32bit|win64|win32',
]
  .join('|')
  .split('|')
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

/**
 * Architecture words that say the same wherever they stand in a name ("Microsoft Visual C++ 2010 x64
 * Redistributable"), as tokens. Narrower than the trailing list: `arm` or `win32` inside a name may be a brand word.
 */
const ARCHITECTURE_WORDS: readonly string[] = ['x86 64', '64 bit', '32 bit', 'x64', 'x86', 'amd64', 'arm64', 'aarch64'];

/** The tokens without architecture words anywhere, unless nothing else would be left. */
function withoutArchitectureWords(tokens: string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = ARCHITECTURE_WORDS.find((spelling) =>
      spelling.split(' ').every((part, offset) => tokens[i + offset] === part),
    );
    if (word) i += word.split(' ').length - 1;
    else rest.push(tokens[i]!);
  }
  return rest.length > 0 ? rest : tokens;
}

/** Anything but letters, digits, `+` and `#`, which carry meaning in names (`Notepad++`, `C#`). */
const SEPARATOR_RUN = /[^\p{L}\p{N}+#]+/gu;

/** Lower-case words of a name: NFKC, punctuation and whitespace as word breaks. */
export function nameTokens(name: string): string[] {
  return name.normalize('NFKC').toLowerCase().replace(SEPARATOR_RUN, ' ').trim().split(' ').filter(Boolean);
}

function dropTrailing(tokens: string[], suffixes: readonly string[]): string[] {
  let rest = tokens;
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of suffixes) {
      const words = suffix.split(' ');
      // Never drop the whole name: a publisher called "AG" stays "ag".
      if (rest.length > words.length && words.every((word, i) => rest[rest.length - words.length + i] === word)) {
        rest = rest.slice(0, rest.length - words.length);
        changed = true;
        break;
      }
    }
  }
  return rest;
}

/** A publisher as compared: its words without legal suffixes (`JetBrains s.r.o.` → `jetbrains`). */
export function publisherKey(publisher: string): string[] {
  const text = publisher.normalize('NFKC').trim();
  const withoutCjkForm = text.replace(CJK_LEGAL_FORMS, '');
  return dropTrailing(nameTokens(withoutCjkForm === '' ? text : withoutCjkForm), LEGAL_SUFFIXES);
}

/**
 * Whether `got` is the first words of `expected` after legal suffixes (`Cisco` for `Cisco Systems, Inc.`). Not a
 * match (the label names the longer publisher), but worth telling apart from a wrong publisher in reports.
 */
export function isShorterPublisherForm(got: string | null, expected: string): boolean {
  const short = publisherKey(got ?? '');
  const long = publisherKey(expected);
  return short.length > 0 && short.length < long.length && short.every((word, i) => long[i] === word);
}

/**
 * Same publisher, leniently: case, punctuation, whitespace and legal suffixes do not count.
 *
 * @example isSamePublisher('Microsoft', 'Microsoft Corporation') // true
 */
export function isSamePublisher(got: string | null, expected: string): boolean {
  return publisherKey(got ?? '').join('') === publisherKey(expected).join('');
}

/**
 * Same product, leniently: case, punctuation and whitespace do not count (`Node.js` = `NodeJS`), nor an
 * architecture qualifier (`7-Zip (x64)` = `7-Zip`, `Visual C++ 2010 x64 Redistributable` = `Visual C++ 2010
 * Redistributable`: the architecture has its own field), nor the publisher in front of either name (`Mozilla Firefox`
 * = `Firefox` for publisher `Mozilla Foundation`). The publisher is its whole name without legal suffix, or its first
 * word; `publishers` are those of both sides (expected and found). Editions, years and versions in a name count.
 */
export function isSameProduct(got: string | null, expected: string, publishers: readonly (string | null)[]): boolean {
  const prefixes = publishers.flatMap((publisher) => {
    const key = publisherKey(publisher ?? '');
    return key.length === 0 ? [] : key.length === 1 ? [key] : [key, key.slice(0, 1)];
  });
  const variants = (name: string): Set<string> => {
    const tokens = withoutArchitectureWords(dropTrailing(nameTokens(name), ARCHITECTURE_SUFFIXES));
    const result = new Set([tokens.join('')]);
    for (const prefix of prefixes) {
      if (tokens.length > prefix.length && prefix.every((word, i) => tokens[i] === word)) {
        result.add(tokens.slice(prefix.length).join(''));
      }
    }
    return result;
  };
  const expectedVariants = variants(expected);
  return [...variants(got ?? '')].some((variant) => expectedVariants.has(variant));
}

/** Release-channel qualifiers a package name may end with (`Canary`, `(Pre-release)`, `(EAP)`), as tokens. */
const CHANNEL_WORDS: readonly string[] = [
  'technical preview|early access|pre release|canary|beta|alpha|preview|prerelease|eap|insiders|insider|nightly|dev',
]
  .join('|')
  .split('|')
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

const isChannel = (text: string | null) => text !== null && CHANNEL_WORDS.includes(nameTokens(text).join(' '));

/**
 * The expected name without the release channel it ends with, when no engine could put the channel in the name:
 * the raw title does not show it (winget's package "Android Studio Canary" registers as just "Android Studio"), or
 * the output gives it its own field (`release` "Preview" for "Reactotron (Pre-release)"). A channel the title
 * shows and the output drops altogether still counts against the output.
 */
export function withoutUnseenChannel(expected: string, rawTitle: string, gotRelease: string | null): string {
  const tokens = nameTokens(expected);
  const channel = CHANNEL_WORDS.find((words) => {
    const parts = words.split(' ');
    return tokens.length > parts.length && parts.every((part, i) => tokens[tokens.length - parts.length + i] === part);
  });
  if (!channel) return expected;
  const titled = ` ${nameTokens(rawTitle).join(' ')} `.includes(` ${channel} `);
  return !titled || isChannel(gotRelease)
    ? tokens.slice(0, tokens.length - channel.split(' ').length).join(' ')
    : expected;
}

/**
 * A name without what only repeats its version: a trailing release line that is the version's first components
 * (`Microsoft .NET Runtime 7.0` at 7.0.5, `Azul Zulu JDK 11` at 11.50.19, `Python 3` at 3.9.8), optionally followed
 * by `Preview`, and a trailing word `Edition` (`PyCharm Professional Edition`).
 */
export function withoutReleaseLine(name: string, version: string | null): string {
  const tokens = nameTokens(name);
  if (tokens.at(-1) === 'edition' && tokens.length > 1) tokens.pop();
  const hasPreview = tokens.at(-1) === 'preview' && tokens.length > 1;
  const end = hasPreview ? tokens.length - 1 : tokens.length;
  const versionParts = (version ?? '')
    .split(/[.\s_+-]/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  for (let count = Math.min(2, versionParts.length); count >= 1; count--) {
    const line = tokens.slice(end - count, end);
    const isLine =
      end - count > 0 && line.every((token, i) => /^\d+$/.test(token) && Number(token) === versionParts[i]);
    if (isLine) return [...tokens.slice(0, end - count), ...tokens.slice(end)].join(' ');
  }
  return tokens.join(' ');
}

/**
 * {@link isSameProduct}, and also the same when the names differ only by a release line that repeats the version
 * or by a trailing `Edition` ({@link withoutReleaseLine}). Reported beside the strict figure, never instead of it:
 * the devset names side-by-side product lines with their major version ("Azul Zulu JDK 11") where the engine
 * reports the line in the version field.
 */
export function isSameProductLine(
  got: { name: string | null; version: string | null },
  expected: { name: string; version: string },
  publishers: readonly (string | null)[],
): boolean {
  return (
    isSameProduct(got.name, expected.name, publishers) ||
    isSameProduct(
      withoutReleaseLine(got.name ?? '', got.version),
      withoutReleaseLine(expected.name, expected.version),
      publishers,
    )
  );
}

/**
 * A version as compared: trimmed, lower case, without a leading `v`, numeric components without leading zeros, and
 * without trailing `.0` components, so `3.12.0` = `3.12` and `1.6.00.27573` = `1.6.0.27573`, as winget's own version
 * comparison treats them. A different separator (`9-5-2-2`) or another component (`3.12.1`) is a different version.
 */
export function versionKey(version: string): string {
  const components = version
    .trim()
    .toLowerCase()
    .replace(/^v(?=\d)/, '')
    .split('.')
    .map((component) => component.replace(/^0+(?=\d)/, ''));
  while (components.length > 1 && components[components.length - 1] === '0') components.pop();
  return components.join('.');
}

export function isSameVersion(got: string | null, expected: string): boolean {
  return versionKey(got ?? '') === versionKey(expected);
}
