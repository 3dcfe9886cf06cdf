export const PHONE_MAX_LENGTH: number;
export function normalizePhone(raw: string): string | null;
