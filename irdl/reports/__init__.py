"""What irdl-opt writes besides IR: diagnostics formats, docs, JSON, graphs."""
