/** Who is acting, and from where: every audited change names them. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  name: string;
  ipAddress: string | null;
  userAgent: string | null;
}
