import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { IntentLink } from '@/components/ui/IntentLink';
import { contactCta, headerLinks, hireCta, servicesMenu } from '@/content/navigation';
import { searchCopy } from '@/content/search';
import { Logo } from '@/components/ui/Logo';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { ServicesMenu } from './ServicesMenu';

/** The search box's words (content/search.ts), for the desktop box and the mobile menu's. */
const search = {
  label: searchCopy.label,
  landmark: searchCopy.landmark,
  placeholder: searchCopy.placeholder,
  submit: searchCopy.submit,
};

/** The fixed site header: logo, the search, Services dropdown, top-level links, Hire Talent and the Contact Us button. */
export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-full items-center justify-between gap-4 lg:gap-6">
        <IntentLink href="/" className="rounded-md">
          <Logo />
        </IntentLink>
        {/* The box from lg up; between md and lg the row has no room for it: a link to /search. */}
        <HeaderSearch
          {...search}
          className="hidden min-w-0 flex-1 justify-end lg:flex"
          boxClassName="max-w-56"
        />
        <IntentLink
          href="/search"
          className="-mr-2 hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 md:inline-flex lg:hidden"
        >
          <span className="sr-only">{searchCopy.label}</span>
          <MagnifyingGlassIcon className="h-5 w-5" aria-hidden="true" />
        </IntentLink>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ServicesMenu items={servicesMenu} />
          {headerLinks.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-navy-800 transition-colors hover:text-accent-700 aria-[current=page]:text-accent-700 lg:px-3 lg:text-[0.95rem]"
            >
              {item.name}
            </NavLink>
          ))}
          <NavLink
            href={hireCta.href}
            className="ml-1.5 rounded-lg border border-navy-200 px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-navy-900 transition-colors hover:border-navy-600 hover:bg-navy-50 aria-[current=page]:border-accent-600 lg:ml-3 lg:px-4 lg:text-[0.95rem]"
          >
            {hireCta.name}
          </NavLink>
          <IntentLink
            href={contactCta.href}
            className="ml-1.5 rounded-lg bg-navy-900 px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-navy-700 lg:ml-3 lg:px-4 lg:text-[0.95rem]"
          >
            {contactCta.name}
          </IntentLink>
        </nav>
        <MobileMenu
          services={servicesMenu}
          links={headerLinks}
          hire={hireCta}
          cta={contactCta}
          search={search}
        />
      </div>
    </header>
  );
}
