# shellcheck shell=sh
# The guest's half of the replug scenarios (xhci-replug, opipc-replug);
# the host's half is usb_replug_rounds (tests/qemu/lib/devices.sh).
# replug_guest ROUNDS NODE NAME ADDRESS UNUSED: in every round, QEMU's
# usb-net (0525:a4a2) comes, gets NODE, the interface NAME and ADDRESS
# (the device's own: cdc_ether cannot program the node's), and the kernel
# reports the node's address unused once (the dmesg line UNUSED, a fixed
# string); "@@PLUGGED N" tells the host to unplug it, "@@GONE N" that it
# went.
replug_guest() {
	: >/tmp/rounds
	for i in $(seq 1 "$1"); do
		# up to 150 s: the host plugs a device once more when QEMU's
		# hot-plug was not seen after 60 s (usb_replug_rounds)
		d=$(usb_wait 0525 a4a2 150) || { diag "round $i: no device"; break; }
		ifc=$(netdev_of "$d")
		echo "$i $(of_path "$d") $ifc $(netattr "$ifc" address)" >>/tmp/rounds
		echo "@@PLUGGED $i"
		w=$((600 * _slow))
		while [ -e "$d" ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		[ -e "$d" ] && { diag "round $i: device not removed"; break; }
		echo "@@GONE $i"
	done
	sed 's/^/# /' /tmp/rounds
	is "$(wc -l </tmp/rounds)" "$1" "$1 plug rounds seen"
	is "$(cut -d' ' -f2 /tmp/rounds | sort -u)" "$2" "node re-attached in every round"
	is "$(cut -d' ' -f3 /tmp/rounds | sort -u)" "$3" "same name (the node's label) in every round"
	is "$(cut -d' ' -f4 /tmp/rounds | sort -u)" "$4" "same address (the device's own) in every round"
	is "$(dmesg | grep -cF -- "$5")" "$1" "the node's address reported unused once per round"
}
