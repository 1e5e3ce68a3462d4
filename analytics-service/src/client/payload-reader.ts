/**
 * Reads the page's data block. The server wrote it into this same page from data it parsed with
 * the contract's schema, so a light shape check is enough here (no schema library in the bundle).
 */
import type { EmbedPayload } from '../payload';

export function readPayload(text: string | null | undefined): EmbedPayload | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { timeZone, charts } = value as Partial<Record<keyof EmbedPayload, unknown>>;
    if (typeof timeZone !== 'string' || !Array.isArray(charts)) return null;
    return value as EmbedPayload;
  } catch {
    return null;
  }
}
