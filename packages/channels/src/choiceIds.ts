/**
 * Interactive replies are keyed by the target idblock. Two buttons (or list rows) may lead to the
 * same block, but WhatsApp and Telegram require unique ids, so the second and later duplicates get
 * a `#n` suffix ("menu-a1b2c3", "menu-a1b2c3#2"). An idblock never contains "#" (it is
 * `[a-z0-9-]`), so `stripChoiceSuffix` restores the target safely; every parser here applies it,
 * and the engine then tells the duplicates apart by their titles.
 */
export function uniqueChoiceIds(ids: readonly string[]): string[] {
  const used = new Set<string>();
  return ids.map((id) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${id}#${n}`;
    used.add(candidate);
    return candidate;
  });
}

/** The target idblock of a reply id made by `uniqueChoiceIds`. */
export function stripChoiceSuffix(id: string): string {
  return id.replace(/#\d+$/, '');
}
