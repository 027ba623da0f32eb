/**
 * True when a number has at most `places` decimals (with 2: 0.29 yes, 1.005 no). The one rule for decimal places
 * in requests: invoice money and quantities (2), prescription quantities (3).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scale = 10 ** places;
  return Number.isFinite(value) && Math.round(value * scale) / scale === value;
}
