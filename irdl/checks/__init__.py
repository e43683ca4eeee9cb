"""The libraries definitions name: traits, named verifiers, C++ predicates, shapes, result names."""
