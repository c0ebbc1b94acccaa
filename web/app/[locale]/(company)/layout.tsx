/** The company profile's layout: none of the site's header and footer; the profile brings its own. */
export default function CompanyLayout({ children }: { children: React.ReactNode }) {
  return <div className="flex min-h-screen flex-col bg-white text-gray-900">{children}</div>;
}
