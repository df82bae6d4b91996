# shellcheck shell=bash disable=SC2046
desc="unplug and replug through QEMU's monitor, 20 times: the node re-attaches, same name and address"
overlay=xhci-hub-lan0.dtso
timeout=240
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01 id=net1)
)

host_during() {
	for i in $(seq 1 20); do
		console_wait "^@@PLUGGED $i\$" 60 || { echo "round $i: guest did not see the device"; return; }
		qemu_monitor "device_del net1"
		[ "$i" = 20 ] && break
		console_wait "^@@GONE $i\$" 60 || { echo "round $i: guest did not see the removal"; return; }
		qemu_monitor "device_add usb-net,bus=xhci.0,port=1.1,netdev=un_xhci_1_1,mac=52:54:00:12:34:01,id=net1"
	done
}

guest() {
	: >/tmp/rounds
	for i in $(seq 1 20); do
		d=$(usb_wait 0525 a4a2 60) || { diag "round $i: no device"; break; }
		ifc=$(netdev_of "$d")
		echo "$i $(of_path "$d") $ifc $(netattr "$ifc" address)" >>/tmp/rounds
		echo "@@PLUGGED $i"
		w=600
		while [ -e "$d" ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		[ -e "$d" ] && { diag "round $i: device not removed"; break; }
		echo "@@GONE $i"
	done
	sed 's/^/# /' /tmp/rounds
	is "$(wc -l </tmp/rounds)" "20" "20 plug rounds seen"
	is "$(cut -d' ' -f2 /tmp/rounds | sort -u)" "/pcie@10000000/usb@2,0/hub@5/ethernet@1" \
		"node re-attached in every round"
	is "$(cut -d' ' -f3 /tmp/rounds | sort -u)" "lan0" "same name (the node's label) in every round"
	is "$(cut -d' ' -f4 /tmp/rounds | sort -u)" "02:00:00:00:00:01" "same address (the node's) in every round"
}
