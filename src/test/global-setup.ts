// Replaced shortly by the real integration-test database setup.
export default async function setup() {}
