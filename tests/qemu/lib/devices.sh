# shellcheck shell=bash
# QEMU device lines the scenarios share; tests/qemu/run sources this file
# before each scenario.

# qemu-xhci in PCI slot 2 (reg = <0x1000 0 0 0 0>): 4 USB 3 ports, then 4
# USB 2.0 ports (raw ports 5-8); QEMU's port=N is USB 2.0 root port N
qemu_xhci=(-device qemu-xhci,id=xhci,addr=2)

# ICH9 EHCI in PCI slot 3 function 7 (reg = <0x1f00 0 0 0 0>) with its three
# UHCI companions in functions 0-2 (two ports each): full-speed devices on
# EHCI port N are handed to the companion that owns port N
ich9_ehci=(
	-device ich9-usb-ehci1,id=ehci,addr=3.7,multifunction=on
	-device ich9-usb-uhci1,masterbus=ehci.0,firstport=0,addr=3.0,multifunction=on
	-device ich9-usb-uhci2,masterbus=ehci.0,firstport=2,addr=3.1,multifunction=on
	-device ich9-usb-uhci3,masterbus=ehci.0,firstport=4,addr=3.2,multifunction=on
)

# usb_net BUS PORT MAC [EXTRA]: the QEMU arguments of a usb-net (CDC
# Ethernet and RNDIS configurations) on BUS at PORT, with its own user-mode
# netdev restricted to QEMU; use unquoted: qemu_args+=($(usb_net ...))
usb_net() {
	local id=un_${1%%.*}_${2//./_}
	echo "-netdev user,id=$id,restrict=on -device usb-net,bus=$1,port=$2,netdev=$id,mac=$3${4:+,$4}"
}

# udev_names_nics: the QEMU arguments of the udev scenarios' devices, the
# ones arch/arm64/boot/dts/qemu/udev-names.dtso describes: a hub on xHCI
# USB 2.0 root port 1 and three usb-nets on its ports 1 (the node with a
# label), 3 (the node an alias points to) and 6 (no node); use unquoted:
# qemu_args+=($(udev_names_nics))
udev_names_nics() {
	echo "-device usb-hub,bus=xhci.0,port=1"
	usb_net xhci.0 1.1 02:00:00:00:00:01
	usb_net xhci.0 1.3 02:00:00:00:00:03
	usb_net xhci.0 1.6 52:54:00:00:03:06
}

# usb_replug_rounds ROUNDS ID DEVICE: host_during's half of the replug
# scenarios (the guest's: replug_guest, tests/guest/lib/replug.sh): each
# round waits for the guest's "@@PLUGGED N", removes device ID through
# QEMU's monitor, waits for "@@GONE N" and adds DEVICE (device_add's
# argument, with id=ID) again; no re-add after the last round
usb_replug_rounds() {
	local i
	for i in $(seq 1 "$1"); do
		if ! console_wait "^@@PLUGGED $i\$" 60; then
			# QEMU's hot-plug now and then attaches the device without the
			# guest's controller seeing a connect (seen on the Orange Pi
			# PC's OHCI): plug it once more, and say so in during.log
			[ "$i" = 1 ] && { echo "round $i: guest did not see the device"; return; }
			echo "round $i: guest did not see the device after 60 s: device_del and device_add once more"
			qemu_monitor "device_del $2"
			sleep 1
			qemu_monitor "device_add $3"
			console_wait "^@@PLUGGED $i\$" 60 || { echo "round $i: guest did not see the device"; return; }
		fi
		qemu_monitor "device_del $2"
		[ "$i" = "$1" ] && break
		console_wait "^@@GONE $i\$" 60 || { echo "round $i: guest did not see the removal"; return; }
		qemu_monitor "device_add $3"
	done
}
