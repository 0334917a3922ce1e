// Placeholder until the offers screens land: the two seasonal packs shown on the home page.
export function SeasonalPacksSection() {
  return null;
}
