export const WORDPRESS_DIR: string;
export const THEME_DIR: string;
export const CLASSIC_THEME_DIR: string;
export const DEBIAN_PACKAGES: string;
export function missingWordPressRequirements(): string | undefined;
