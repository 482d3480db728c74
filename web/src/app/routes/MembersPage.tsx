export default function MembersPage() { return <p>MembersPage</p>; }
