// Admin preview (spec §3, §6): the admin's token and version, while a preview is open in this tab.
const TOKEN_KEY = 'admin_preview_token';
const VERSION_KEY = 'admin_preview_version';

export function readPreview(): { token: string; version: string } | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const version = sessionStorage.getItem(VERSION_KEY);
    return token && version ? { token, version } : null;
  } catch {
    return null;
  }
}
