import { iconImage } from '@/lib/seo/og';

// The home-screen icon for iOS, rendered once at build.
export const dynamic = 'force-static';
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return iconImage(180, { padding: 14 });
}
