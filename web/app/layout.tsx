/** Each subtree ([locale], studio) renders its own <html>; this root only passes through. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
