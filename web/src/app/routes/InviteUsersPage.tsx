export default function InviteUsersPage() { return <p>InviteUsersPage</p>; }
