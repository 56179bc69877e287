/** Images more than one page shows (the award badge: home, About, Diverse Supplier). */
import type { ImageAsset } from '@/types/content';

export const awardBadge: ImageAsset = {
  src: '/images/company/award-client-choice-2024.svg',
  alt: '2024 Client Choice Award: Top Technology Staffing Firm, Pacific Northwest',
  width: 240,
  height: 240,
};
