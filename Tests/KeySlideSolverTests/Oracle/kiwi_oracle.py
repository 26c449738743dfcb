#!/usr/bin/python3
"""Runs constraint systems through kiwisolver, the oracle for KeySlideSolver's tests.

Reads one JSON document on stdin:

    {"systems": [{"seed": 7, "variables": 3, "steps": [STEP, ...]}, ...]}

where a STEP is one of

    {"op": "add", "id": 0, "terms": [[VAR, COEFF], ...], "constant": C,
     "relation": "<=" | "==" | ">=", "strength": S}     constraint  sum(COEFF * v[VAR]) + C  REL  0
    {"op": "readd", "id": 0}                           add that same constraint object again
    {"op": "remove", "id": 0}                          remove the constraint added with that id
    {"op": "edit", "var": 1, "strength": S}            addEditVariable
    {"op": "unedit", "var": 1}                         removeEditVariable
    {"op": "suggest", "var": 1, "value": X}            suggestValue
    {"op": "snapshot"}                                 updateVariables, record every variable's value

and writes one JSON document on stdout, a result per system in the same order:

    {"results": [{"errors": [[STEP_INDEX, "UnsatisfiableConstraint"], ...],
                  "snapshots": [[v0, v1, ...], ...]}, ...]}

A step kiwisolver refuses is recorded under "errors" with the exception's name, and the system goes
on without it, as a caller that breaks one constraint and carries on would. After an unsatisfiable
constraint the oracle goes on with a fresh kiwisolver solver replaying the accepted steps (see
Run.rebuild for why). Everything runs in one
process so that a thousand systems cost one interpreter start-up.
"""

import json
import sys

import kiwisolver

REFUSALS = (
    kiwisolver.UnsatisfiableConstraint,
    kiwisolver.DuplicateConstraint,
    kiwisolver.UnknownConstraint,
    kiwisolver.DuplicateEditVariable,
    kiwisolver.UnknownEditVariable,
    kiwisolver.BadRequiredStrength,
)


def make_constraint(step, variables):
    terms = tuple(kiwisolver.Term(variables[index], coefficient) for index, coefficient in step["terms"])
    expression = kiwisolver.Expression(terms, step["constant"])
    return kiwisolver.Constraint(expression, step["relation"], step["strength"])


class Run:
    """One system in progress: kiwisolver's solver, the constraints by id, the accepted steps."""

    def __init__(self, variable_count):
        self.variables = [kiwisolver.Variable("v%d" % index) for index in range(variable_count)]
        self.solver = kiwisolver.Solver()
        self.constraints = {}
        self.accepted = []
        self.snapshots = []

    def perform(self, step):
        op = step["op"]
        if op == "add":
            if step["id"] not in self.constraints:
                self.constraints[step["id"]] = make_constraint(step, self.variables)
            self.solver.addConstraint(self.constraints[step["id"]])
        elif op == "readd":
            self.solver.addConstraint(self.constraints[step["id"]])
        elif op == "remove":
            self.solver.removeConstraint(self.constraints[step["id"]])
        elif op == "edit":
            self.solver.addEditVariable(self.variables[step["var"]], step["strength"])
        elif op == "unedit":
            self.solver.removeEditVariable(self.variables[step["var"]])
        elif op == "suggest":
            self.solver.suggestValue(self.variables[step["var"]], step["value"])
        elif op == "snapshot":
            self.solver.updateVariables()
            self.snapshots.append([variable.value() for variable in self.variables])
            return
        else:
            raise ValueError("unknown step: %r" % (step,))
        self.accepted.append(step)

    def rebuild(self):
        """A fresh solver that has seen every accepted step and nothing else.

        kiwisolver does not undo the pivots it made while trying a constraint it then refuses as
        unsatisfiable (phase one's artificial row is pivoted out and its row stays in the tableau).
        Its later answers can be wrong, or it can abort ("Dual optimize failed" escaping a
        destructor). KeySlideSolver promises the state from before the refused call, and replaying
        the accepted steps on a new kiwisolver solver is what that state should answer.
        """
        accepted = self.accepted
        self.solver = kiwisolver.Solver()
        self.accepted = []
        for step in accepted:
            self.perform(step)


def run_system(system):
    run = Run(system["variables"])
    errors = []
    for index, step in enumerate(system["steps"]):
        try:
            run.perform(step)
        except kiwisolver.UnsatisfiableConstraint as error:
            errors.append([index, type(error).__name__])
            run.rebuild()
        except REFUSALS as error:
            errors.append([index, type(error).__name__])
    return {"errors": errors, "snapshots": run.snapshots}


def main():
    document = json.load(sys.stdin)
    results = [run_system(system) for system in document["systems"]]
    json.dump({"results": results}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
