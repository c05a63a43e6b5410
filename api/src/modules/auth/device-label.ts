/**
 * A session's device in Dutch words for its owner ("Chrome op Windows"),
 * from the User-Agent of its login. Only the common browsers and systems are
 * named; anything else is "Onbekende browser" / "onbekend systeem", never the
 * raw header (which the page would otherwise show as an unreadable line).
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Onbekend apparaat';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (!browser && !system) return 'Onbekend apparaat';
  return `${browser ?? 'Onbekende browser'} op ${system ?? 'onbekend systeem'}`;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and
// Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(userAgent: string): string | undefined {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
}

function systemOf(userAgent: string): string | undefined {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
}
