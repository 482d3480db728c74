export const userStream = (userId: string) => `user-${userId}`;
