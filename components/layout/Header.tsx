import { IntentLink } from '@/components/ui/IntentLink';
import { contactCta, headerLinks, servicesMenu } from '@/content/navigation';
import { searchCopy } from '@/content/search';
import { Logo } from '@/components/ui/Logo';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { ServicesMenu } from './ServicesMenu';

/** The fixed site header: logo, the search, Services dropdown, top-level links and the Contact Us button. */
const search = { label: searchCopy.label, landmark: searchCopy.landmark, placeholder: searchCopy.placeholder };

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-full items-center justify-between gap-6">
        <IntentLink href="/" className="rounded-md">
          <Logo />
        </IntentLink>
        <HeaderSearch {...search} className="hidden min-w-0 flex-1 justify-end md:flex" inputClassName="max-w-56" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ServicesMenu items={servicesMenu} />
          {headerLinks.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              className="rounded-md px-3 py-2 text-[0.95rem] font-medium text-navy-800 transition-colors hover:text-accent-700 aria-[current=page]:text-accent-700"
            >
              {item.name}
            </NavLink>
          ))}
          <IntentLink
            href={contactCta.href}
            className="ml-3 rounded-lg bg-navy-900 px-4 py-2.5 text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-navy-700"
          >
            {contactCta.name}
          </IntentLink>
        </nav>
        <MobileMenu services={servicesMenu} links={headerLinks} cta={contactCta} search={search} />
      </div>
    </header>
  );
}
