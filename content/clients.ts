import type { ClientLogo } from '@/types/content';

/**
 * Client and partner wordmarks. Every organisation here is fictional and stands for a real
 * client of the kind named in the comment; the artwork lives in public/logos/.
 * The public-sector bodies named on /public-sector appear there as text, never as logos.
 */
const logo = (name: string, file: string, width: number): ClientLogo => ({
  name,
  logo: `/logos/${file}.svg`,
  width,
  height: 56,
});

/** Every wordmark, keyed by a short id, so each list below picks from one set. */
export const logos = {
  ecology: logo('Columbia Department of Ecology', 'columbia-department-of-ecology', 204), // state ecology department
  meridian: logo('Meridian Softworks', 'meridian-softworks', 155), // large software company
  harborline: logo('Harborline Cruises', 'harborline-cruises', 175), // cruise line
  crestline: logo('Crestline Mutual Insurance', 'crestline-mutual', 236), // insurer
  tidewave: logo('Tidewave Wireless', 'tidewave-wireless', 157), // telecom carrier
  alderBay: logo('City of Alder Bay', 'city-of-alder-bay', 167), // city government
  stateOfColumbia: logo('State of Columbia', 'state-of-columbia', 165), // state government
  cedarSound: logo('Port of Cedar Sound', 'port-of-cedar-sound', 201), // port authority
  summit: logo('Summit Aerospace', 'summit-aerospace', 148),
  alderwood: logo('Alderwood Health', 'alderwood-health', 178),
  bluewater: logo('Bluewater Credit Union', 'bluewater-credit-union', 170),
  kestrel: logo('Kestrel Games', 'kestrel-games', 139),
} as const;

/** Home page, "Our Clients": exactly five. */
export const homeClients: readonly ClientLogo[] = [
  logos.meridian,
  logos.harborline,
  logos.summit,
  logos.alderwood,
  logos.tidewave,
];

/**
 * About page, "Trusted by Industry Leaders": exactly eight — a state ecology department, a large
 * software company, a cruise line, an insurer, a telecom carrier, a city government, a state
 * government and a port authority.
 */
export const aboutClients: readonly ClientLogo[] = [
  logos.ecology,
  logos.meridian,
  logos.harborline,
  logos.crestline,
  logos.tidewave,
  logos.alderBay,
  logos.stateOfColumbia,
  logos.cedarSound,
];

/** Diverse Supplier page partners: exactly six. */
export const diverseSupplierPartners: readonly ClientLogo[] = [
  logos.meridian,
  logos.crestline,
  logos.bluewater,
  logos.alderwood,
  logos.summit,
  logos.kestrel,
];
