# shellcheck shell=bash
# Debian sid's udev 262, the newest systemd Debian ships: Debian's files,
# the project's, Debian's 73 masked (systemd's own 99-default.link, as
# Fedora and Arch ship), the 73 proposed to Debian
udev_names_scenario 262 sid "sid, the newest systemd Debian ships" stock ours mask73 proposal
