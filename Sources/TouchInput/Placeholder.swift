// Placeholder so the target builds; its issue replaces this file.
