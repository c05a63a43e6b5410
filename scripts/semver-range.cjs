// Minimal semver range check for the ranges our builds write
// (^x.y.z, ~x.y.z, x.y.z, *); enough for the manifest contract check.
function parse(version) {
  return version.replace(/^[\^~=v]+/, '').split('-')[0].split('.').map(Number);
}

/** True when `version` is inside `range`. */
function satisfies(version, range) {
  if (!range || range === '*') return true;
  const [maj, min, pat] = parse(version);
  const [rmaj, rmin, rpat] = parse(range);
  const atLeast = maj > rmaj || (maj === rmaj && (min > rmin || (min === rmin && pat >= rpat)));
  if (range.startsWith('^')) return atLeast && (rmaj > 0 ? maj === rmaj : min === rmin);
  if (range.startsWith('~')) return atLeast && maj === rmaj && min === rmin;
  return maj === rmaj && min === rmin && pat === rpat;
}

module.exports = { satisfies };
