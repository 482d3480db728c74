export default function OrganizationProfilePage() { return <p>OrganizationProfilePage</p>; }
