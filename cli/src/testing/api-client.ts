// Tests talk to the server through the same client as the demo seed.
export { ApiClient, type ApiResponse } from '../api-client.ts';
