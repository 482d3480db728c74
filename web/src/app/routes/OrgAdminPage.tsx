export default function OrgAdminPage() { return <p>OrgAdminPage</p>; }
