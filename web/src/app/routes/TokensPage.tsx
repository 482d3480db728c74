export default function TokensPage() { return <p>TokensPage</p>; }
